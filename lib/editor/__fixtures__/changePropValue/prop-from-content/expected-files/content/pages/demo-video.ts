export const demoVideo = {
  title: "Hookline in two minutes",
  src: "/videos/hookline-tour.mp4",
};
