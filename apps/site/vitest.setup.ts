// DOM matchers (toBeVisible, toHaveTextContent…) for the tests that run in jsdom.
import "@testing-library/jest-dom/vitest";
