// Placeholder: being written (reader).
export function ReaderPage() {
  return <h1 className="p-4 text-2xl">Reader</h1>
}
