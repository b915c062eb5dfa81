/**
 * What the bank knows of the seeded people's contact points: each one's agency (the contact form
 * locks the branch to it), youssef's e-mail bounced and leila's phone number is out of service
 * (their forms ask for a replacement).
 */
export const CONTACT_POINTS: readonly {
  username: string;
  homeBranchCode: string;
  emailInvalid?: boolean;
  phoneInvalid?: boolean;
}[] = [
  { username: 'amina', homeBranchCode: '002' },
  { username: 'youssef', homeBranchCode: '024', emailInvalid: true },
  { username: 'leila', homeBranchCode: '001', phoneInvalid: true },
  { username: 'nour.admin', homeBranchCode: '017' },
  { username: 'nour.viewer', homeBranchCode: '017' },
  { username: 'demo', homeBranchCode: '002' },
];
