import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Waiting for what the visitor should see may take seconds on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
