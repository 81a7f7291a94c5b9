const tagStyle = { color: "red" };

export function Tag() {
  return <span style={tagStyle}>Tag</span>;
}
