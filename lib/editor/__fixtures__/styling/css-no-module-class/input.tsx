import styles from "./example.module.css";

export function Tag() {
  return <span className="px-2">Tag</span>;
}
