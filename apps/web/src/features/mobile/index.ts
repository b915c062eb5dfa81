/** Device behaviours of the mobile app (spec §1): the first-open tutorial and the push prompt. */
export { FirstOpenFlow as default } from './components/first-open-flow';
