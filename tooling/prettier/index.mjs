// The tree's one Prettier setting; everything else is Prettier's default.
export default { printWidth: 120 };
