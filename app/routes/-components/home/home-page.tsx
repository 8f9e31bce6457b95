// Placeholder: being written (home page).
export function HomePage() {
  return <h1 className="p-4 text-2xl">Browse</h1>
}
