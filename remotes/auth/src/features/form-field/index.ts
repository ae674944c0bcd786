export { RequiredField, type RequiredFieldProps } from './components/required-field';
