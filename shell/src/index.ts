// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
import('./bootstrap');
