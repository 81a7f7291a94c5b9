import styles from "./missing.module.css";

export function Tag() {
  return <span className={styles.tag}>Tag</span>;
}
