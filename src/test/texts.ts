// The page's English texts, for the features' tests (a feature imports nothing of app/).
export { ENGLISH } from '@/app/config/english';
