export { Navbar } from './components/navbar';
