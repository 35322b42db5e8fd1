import type { ProcessStep } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, Grid, Tag, type Columns } from "@grand-river/ui";

/** Props of `StepList`. */
export interface StepListProps {
  steps: readonly ProcessStep[];
  columns?: Columns;
}

/**
 * A numbered process as an ordered list of cards. The list is the order for assistive technology;
 * the visible number repeats it for sighted readers only.
 */
export function StepList({ steps, columns = 3 }: StepListProps) {
  return (
    <Grid as="ol" columns={columns}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title}>
          {/* In a cluster so the card's column layout does not stretch the pill across it. */}
          <Cluster aria-hidden="true">
            <Tag tone="brand">{index + 1}</Tag>
          </Cluster>
          <CardTitle>{step.title}</CardTitle>
          <CardBody>
            <p>{step.description}</p>
          </CardBody>
        </Card>
      ))}
    </Grid>
  );
}
