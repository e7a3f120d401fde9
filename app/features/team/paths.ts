// Where the team page lives (spec team.md §Screens): its redirects and its dialogs' "close" lead here.
export const TEAM_PATH = "/profile/team";
