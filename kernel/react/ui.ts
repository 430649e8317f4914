// The `foyer/ui` entrypoint: what plugin views are built from (they render inside the modal's shell).
// Apart from `foyer/react` so that an app's page load never reaches these modules (bundlers such as
// esbuild load at page load every module an imported entry re-exports, when lazy code uses it too).
export { useFoyer, useKernel } from './hooks/useFoyer.js'
export { useFoyerState } from './hooks/useFoyerState.js'
export { truncateAddress } from './truncateAddress.js'
export { formatQuantity } from './formatQuantity.js'
export type { ViewProps } from './shell/useViewComponent.js'
export { Button, type ButtonProps } from './primitives/Button.js'
export { IconButton, type IconButtonProps } from './primitives/IconButton.js'
export { ListItem, type ListItemProps } from './primitives/ListItem.js'
export { TextInput, type TextInputProps } from './primitives/TextInput.js'
export { Spinner, type SpinnerProps } from './primitives/Spinner.js'
export { Text, type TextProps } from './primitives/Text.js'
export { Tabs, type TabItem, type TabsProps } from './primitives/Tabs.js'
export { Image, type ImageProps } from './primitives/Image.js'
export { BackIcon, CloseIcon } from './primitives/icons.js'
export { LazyModule, type LazyModuleProps } from './primitives/LazyModule.js'
export { Slot, type SlotProps } from './primitives/Slot.js'
