export function Footer() {
  return (
    <footer className="border-t py-8">
      <div
        className="text-sm underline"
        onClick={() => console.log("privacy")}
      >
        Privacy
      </div>
    </footer>
  );
}
