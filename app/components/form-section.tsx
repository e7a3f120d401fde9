// One titled section of a form (a listing's places, details, rental, trip…): a bordered paper with
// its heading, the form's fields below.
import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
