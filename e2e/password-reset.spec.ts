import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createAccount, origin, resetCodeIn, waitForMail } from "./support/accounts";

test.describe("password reset", () => {
  test("request a code → wrong code → right code → short password → new password → /welcome; only the new password works", async ({
    page,
    authDialog: dialog,
    resetPasswordPage: reset,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "reset" });
    const newPassword = "second-password-2";

    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await dialog.root.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.root.getByLabel("Email").fill(`  ${email.toUpperCase()} `);
    await dialog.root.getByRole("button", { name: "Send Code" }).click();
    await expect(dialog.root.getByRole("status")).toContainText("6-digit code");
    const code = resetCodeIn(await waitForMail(page.request, email, /password reset code/));
    await dialog.root.getByRole("link", { name: "Enter the code" }).click();

    await expect(reset.email).toHaveValue(email);
    await expect(reset.code).toHaveAttribute("placeholder", "123456");
    await expectNoAxeViolations(page);
    await reset.verify(email, code === "000000" ? "111111" : "000000");
    await expect(reset.error).toHaveText("Invalid OTP");
    await expect(reset.verifyButton).toBeVisible();

    await reset.verify(` ${email} `, ` ${code} `);
    await expect(page.getByText("Code verified!")).toBeVisible();
    await expect(page.getByText("Choose a new password.")).toBeVisible();
    await reset.save("short");
    await expect(reset.error).toHaveText("Password must be at least 8 characters long.");
    await expect(reset.saveButton).toBeVisible();

    await reset.save(newPassword);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Password updated")).toBeVisible();
    await page.waitForURL("**/welcome");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
  });

  test("the emailed link verifies by itself; a used code sends the user back to step one with the message", async ({
    page,
    resetPasswordPage: reset,
  }) => {
    await page.goto("/");
    const { email } = await createAccount(page, { label: "reset-link" });
    await page.request.post("/api/auth/email-otp/request-password-reset", { data: { email }, headers: origin(page) });
    const code = resetCodeIn(await waitForMail(page.request, email, /password reset code/));

    const opened = await reset.goto(`?email=${encodeURIComponent(email)}&token=${code}`);
    // The code in the link is read, then leaves the address bar, and the page hands no referrer on.
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expect(reset.saveButton).toBeVisible();
    await expect(page.getByText("Code verified!")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(page.url()).not.toContain(code);

    // The code is used up elsewhere (another tab) before this one saves.
    const used = await page.request.post("/api/auth/email-otp/reset-password", {
      data: { email, otp: code, password: "other-tab-password-1" },
      headers: origin(page),
    });
    expect(used.status()).toBe(200);
    await reset.save("this-tab-password-1");
    await expect(page.getByRole("heading", { name: "We could not reset your password" })).toBeVisible();
    await expect(reset.error).toHaveText("Invalid OTP");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(reset.verifyButton).toBeVisible();
    await expect(reset.email).toHaveValue(email);
  });
});
