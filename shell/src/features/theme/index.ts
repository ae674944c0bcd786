export { applyThemeToDocument, setDocumentTheme } from './lib/apply-theme';
export { ThemeToggle } from './components/theme-toggle';
