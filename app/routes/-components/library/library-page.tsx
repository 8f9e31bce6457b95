// Placeholder: being written (library page).
export function LibraryPage() {
  return <h1 className="p-4 text-2xl">My Library</h1>
}
