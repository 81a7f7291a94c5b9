export const features = [
  { id: "ads", title: "Write faster", details: [] },
  { id: "posts", title: "Write faster", details: [] },
];
