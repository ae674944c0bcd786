export { RequestBoxes, NO_REQUESTS_TEXT } from './components/request-boxes';
export { RequestCard, type RequestCardProps } from './components/request-card';
