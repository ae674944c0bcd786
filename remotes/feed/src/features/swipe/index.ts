export { SwipeDeck, type SwipeDeckProps } from './components/swipe-deck';
