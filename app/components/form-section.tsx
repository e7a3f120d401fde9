// One titled section of a form (a listing's places, details, rental, trip…): a bordered paper with
// its heading, the form's fields below.
import type { ReactNode } from "react";
import { StaticPaper, StaticTitle } from "./static-mantine";

export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <StaticPaper p="lg" mb={null}>
      <StaticTitle order={2} size="h4" mb="sm">
        {title}
      </StaticTitle>
      {children}
    </StaticPaper>
  );
}
