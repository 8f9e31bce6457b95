// Placeholder: being written (favourites page).
export function FavouritesPage() {
  return <h1 className="p-4 text-2xl">Your Favourites</h1>
}
