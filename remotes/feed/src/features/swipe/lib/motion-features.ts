// The card's animations, exit and drag: most of motion's weight, in a chunk of its own.
export { domMax as default } from 'framer-motion';
