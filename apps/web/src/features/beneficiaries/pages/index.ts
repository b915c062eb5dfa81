/** The beneficiaries area's pages (spec §2), loaded as one chunk. */
export { BeneficiariesPage } from './beneficiaries-page';
export { BeneficiaryTypePage } from './beneficiary-type-page';
export {
  AddInternationalBeneficiaryPage,
  AddNationalBeneficiaryPage,
  AddWithinBankBeneficiaryPage,
  EditInternationalBeneficiaryPage,
  EditNationalBeneficiaryPage,
  EditWithinBankBeneficiaryPage,
} from './form-routes';
