export function Footer() {
  return (
    <footer className="border-t py-8">
      <a
        href="/privacy-policy"
        target="_blank"
        rel="noreferrer"
        className="text-sm underline"
        onClick={() => console.log("privacy")}
      >
        Privacy
      </a>
    </footer>
  );
}
