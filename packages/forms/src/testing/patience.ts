import { configure } from "@testing-library/react";

/**
 * How long a form test may take, and how long it waits for what the visitor should see. The
 * machines these run on share two cores between several test runs; a form filled field by
 * field can take seconds there, which is slowness, not failure.
 */
export const FORM_TEST_TIMEOUT = 30_000;

configure({ asyncUtilTimeout: 5_000 });
