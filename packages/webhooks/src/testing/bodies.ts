import { checkSubmissions } from "../check/samples.js";

/**
 * One body per form as the forms build it: every field present, "" for an optional one left empty,
 * numbers as numbers. The check's test bodies at a fixed time, for tests of receivers.
 */
export const formBodies = checkSubmissions(new Date("2025-03-10T14:05:00.000Z"));
