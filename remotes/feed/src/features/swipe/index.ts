export { SwipeCard, type SwipeCardProps } from './components/swipe-card';
export { useFeedStack, PREFETCH_AT, type FeedStack } from './hooks/use-feed-stack';
export { sendRequest } from './api/send-request';
export type { FeedQuery } from './api/get-feed';
export { exitDirection, swipeDecision, type SwipeAction } from './lib/swipe-decision';
