// Your Favourites: the stories favourited on this device.
import { createFileRoute } from '@tanstack/react-router'
import { FavouritesPage } from '../library/favourites-page.tsx'

export const Route = createFileRoute('/favourites')({ component: FavouritesPage })
