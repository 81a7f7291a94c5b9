import styles from "./example.module.css";

export function Card({ title }: { title: string }) {
  return (
    <div className={styles.card}>
      <h2 className={styles["card-title"]}>{title}</h2>
    </div>
  );
}
