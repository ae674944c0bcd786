export { AppToastContainer } from './components/app-toast-container';
