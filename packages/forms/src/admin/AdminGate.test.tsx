import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { findToast, renderForm } from "../testing/renderForm.js";
import { AdminGate } from "./AdminGate.js";

// `printf 2468 | sha256sum`
const code2468 = "a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972";

const password = () => screen.getByLabelText(/^Password/);
const unlock = () => screen.getByRole("button", { name: "Unlock" });
const gate = (codeSha256 = code2468) => (
  <AdminGate codeSha256={codeSha256}>
    <h2>Work Log Entry</h2>
  </AdminGate>
);

describe("AdminGate", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("asks for the password in a masked, required field named “password”", () => {
    renderForm(gate());

    expect(password()).toHaveAttribute("type", "password");
    expect(password()).toHaveAttribute("name", "password");
    expect(password()).toBeRequired();
    expect(screen.queryByRole("heading", { name: "Work Log Entry" })).toBeNull();
  });

  test("with no password typed, says “Password is required” and stays locked", async () => {
    const { user } = renderForm(gate());

    await user.click(unlock());

    expect(await screen.findByText("Password is required")).toBeVisible();
    expect(password()).toHaveAccessibleDescription("Password is required");
    expect(password()).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Work Log Entry" })).toBeNull();
  });

  test.each(["1234", "24680", " 2468"])("the wrong code “%s” is denied and the gate stays locked", async (typed) => {
    const { user } = renderForm(gate());

    await user.type(password(), typed);
    await user.click(unlock());

    await findToast({ title: "Access Denied", description: "Incorrect password", variant: "destructive" });
    expect(password()).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Work Log Entry" })).toBeNull();
  });

  test("the right code is granted and shows what the gate guards", async () => {
    const { user } = renderForm(gate());

    await user.type(password(), "2468{Enter}");

    await findToast({ title: "Access Granted", description: "Welcome to the admin panel", variant: "success" });
    expect(screen.getByRole("heading", { name: "Work Log Entry" })).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  test("accepts the hash written in capitals", async () => {
    const { user } = renderForm(gate(code2468.toUpperCase()));

    await user.type(password(), "2468");
    await user.click(unlock());

    expect(await screen.findByRole("heading", { name: "Work Log Entry" })).toBeVisible();
  });
});
