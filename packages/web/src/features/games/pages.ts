export { CategoryMatchPage } from './CategoryPage';
export { DailyPuzzlePage } from './DailyPuzzlePage';
export { GamesPage } from './GamesPage';
