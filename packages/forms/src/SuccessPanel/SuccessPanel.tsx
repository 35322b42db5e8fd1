import { Button, Card, Heading, Stack, Text } from "@grand-river/ui";
import { useEffect, useId, useRef } from "react";

/** Props of `SuccessPanel`. */
export interface SuccessPanelProps {
  heading: string;
  message: string;
  /** The button that brings the form back, such as "Send Another Message". */
  againLabel: string;
  onAgain: () => void;
}

/**
 * The panel that replaces a sent form. Focus moves to its heading, because the button the
 * visitor pressed has just left the page and would otherwise drop them at the top of it.
 */
export function SuccessPanel({ heading, message, againLabel, onAgain }: SuccessPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <Stack gap="md" align="start">
        <Heading level={2} size="xl" id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        <Text tone="muted">{message}</Text>
        <Button type="button" variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </Stack>
    </Card>
  );
}
