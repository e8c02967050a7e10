// The longest company and title a VIP invitation takes (design exhibitor.md §2.5), apart from the form's
// rules: a screen sizes its fields with them without bringing the rules' class-validator along.
export const VIP_COMPANY_MAX = 50;
export const VIP_TITLE_MAX = 30;
