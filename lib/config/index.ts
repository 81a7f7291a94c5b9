export * from "./plans";
export * from "./timing";
export * from "./thresholds";
export * from "./editor";
export * from "./site";
export * from "./routes";
export * from "./auth";
export * from "./company";
