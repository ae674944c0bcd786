export { RequestBoxes, NO_REQUESTS_TEXT } from './components/request-boxes';
export { EXPIRED_TEXT, RequestCard, type RequestCardProps } from './components/request-card';
