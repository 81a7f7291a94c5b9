// Blog tip box: the text shows HTML entities literally.
export function TipBox() {
  return (
    <aside className='rounded-md bg-muted p-4 text-sm'   >
      <strong>Tip:</strong>
      <p className="mt-1">Type &amp;lt;br&amp;gt; where you want a line break.</p>
    </aside>
  );
}
