/**
 * @module @fairpass/domain/exhibitor-catalogue
 */
// The public surface of @fairpass/domain/exhibitor-catalogue: the names other packages use, nothing else.
export { ENTRY_STATES, PRODUCT_STATES, UPLOAD_PURPOSES } from './exhibitor-catalogue.types';
export type { ApprovedExhibit, CatalogueEntry, CompanyLogo, EntryState, EntryVersion, ExhibitMedia, JournalFields, LastEdition, LastEditionExhibit, MediaFile, Product, ProductList, ProductState, StoredUpload, UploadPurpose } from './exhibitor-catalogue.types';
export { ENTRY_LIMITS, LANDLINE, draftErrors, emptyEntryForm, entryCount, entryEditable, entryErrors, entryFieldsOf, entryFormOf, isContactPhone, submissionClosed } from './catalogue-entry-form';
export type { EntryField, EntryForm } from './catalogue-entry-form';
export { PRODUCT_LIMITS, emptyProductForm, mayPublish, productErrors, productFormOf, productRequestOf, visibleProducts } from './product-form';
export type { ProductField, ProductForm, SaveProductRequest } from './product-form';
export { UPLOAD_RULES, acceptOf, checkUpload } from './upload-checks';
export type { CatalogueUpload, ExhibitorCatalogueGateway, InExhibition, JournalRequest } from './exhibitor-catalogue.gateway';
export { EXHIBIT_IMAGES_MAX, exhibitChanges, mediaRequestOf, moreImagesRefusal, sizeLabel } from './exhibit-media';
export type { ExhibitChange, ExhibitChangeField, ExhibitNow, SaveExhibitMediaRequest } from './exhibit-media';
export { ENTRY_FIELD_ORDER, changesSinceApproval, entryChanges } from './changes-since-approval';
export type { EntryChange } from './changes-since-approval';
