// The page of a person not logged in (the login, an invitation's acceptance): the language choice
// and one card with its title and a line under it.
import { Paper, Text, Title } from "@mantine/core";
import { LanguageButtons } from "./language-switch";

export function LoggedOutCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <main className="login-page">
      <LanguageButtons />
      <Paper className="login-card" withBorder shadow="sm" p="xl" radius="lg">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {subtitle}
        </Text>
        {children}
      </Paper>
    </main>
  );
}
