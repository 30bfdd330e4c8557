export { profileCompleteness, completenessPath, type ProfileCompleteness } from './completeness.ts';
