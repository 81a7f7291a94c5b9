import { describe, expect, it } from "vitest";

import { assertBuildEnv } from "./build-env";
import { parseEnv } from "./env";

describe("assertBuildEnv", () => {
  it("fails a production build without APP_URL, naming the variable", () => {
    expect(() => assertBuildEnv(parseEnv({}))).toThrow(/^APP_URL is not set/);
  });

  it("lets a build with APP_URL through", () => {
    expect(() => assertBuildEnv(parseEnv({ APP_URL: "https://hookline.example" }))).not.toThrow();
  });
});
