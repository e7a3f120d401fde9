// A list page's warning above its rows (a failed load, a page that cannot be read): nothing when
// there is none.
import { Alert } from "@mantine/core";

export function ListWarning({ children, testId }: { children?: React.ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <Alert color="yellow" mb="md" data-testid={testId}>
      {children}
    </Alert>
  );
}
