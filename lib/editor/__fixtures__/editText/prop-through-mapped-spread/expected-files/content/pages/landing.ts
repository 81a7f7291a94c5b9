export const steps = [{ title: "Write a short brief" }, { title: "Generate in your voice" }];
