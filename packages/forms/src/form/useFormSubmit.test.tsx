import { useForm, valiForm } from "@modular-forms/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as v from "valibot";
import { describe, expect, test, vi } from "vitest";
import { pendingRequest } from "../testing/renderForm.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useFormSubmit, type FormSubmitHandlers } from "./useFormSubmit.js";

const Schema = v.object({ email: v.pipe(v.string(), v.nonEmpty("Email is required")) });
type Values = v.InferInput<typeof Schema>;

function Harness(handlers: FormSubmitHandlers<Values>) {
  const [form] = useForm<Values>({ validate: valiForm(Schema), initialValues: { email: "" } });
  const { busy, onSubmit } = useFormSubmit(form, handlers);
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextInput of={form} name="email" label="Email" />
      <button type="submit">{busy ? "Busy" : "Send"}</button>
    </form>
  );
}

describe("useFormSubmit", () => {
  test("an invalid form calls onInvalid, never onValid, and is not busy", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(async () => {});
    const onInvalid = vi.fn();
    render(<Harness onValid={onValid} onInvalid={onInvalid} />);

    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
  });

  test("is busy until onValid settles, ignores submits meanwhile, and takes the next one after", async () => {
    const user = userEvent.setup();
    const first = pendingRequest();
    const onValid = vi.fn<(values: Values) => Promise<void>>().mockReturnValueOnce(first.promise).mockResolvedValue();
    render(<Harness onValid={onValid} />);

    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Busy" })).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "{Enter}{Enter}");
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ email: "ada@example.com" });

    await first.resolve();
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });
});
