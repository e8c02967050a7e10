// Loaded on demand (person-rules.loader.ts). The domain's person and business-card rules bring
// class-validator along (the name and mobile-pair input classes), which would put these screens over
// their first-load budget: the forms import this chunk when first checked and warm it after they paint.
export { businessCardErrors, personFormErrors } from '@fairpass/domain/delegates';
