export const trial = {
  days: 3,
  name: "Free trial",
};
