// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Constant-product pools (x * y = k, 0.3% fee), one per token pair, all held by this contract.
/// Native ETH is the 1inch placeholder address 0xEeee...EEeE. ERC-20s are moved with a safe-transfer
/// pattern, so tokens that return nothing from `transferFrom`/`transfer` (USDT) work.
contract SwapRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    struct Pool {
        uint256 reserve0; // reserve of the lower address
        uint256 reserve1; // reserve of the higher address
    }

    mapping(bytes32 => Pool) private pools;

    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );
    event LiquidityAdded(address indexed provider, address tokenA, address tokenB, uint256 amountA, uint256 amountB);

    function reserves(address tokenA, address tokenB) public view returns (uint256 reserveA, uint256 reserveB) {
        require(tokenA != tokenB, "SwapRouter: identical tokens");
        Pool storage pool = pools[_key(tokenA, tokenB)];
        (reserveA, reserveB) = tokenA < tokenB ? (pool.reserve0, pool.reserve1) : (pool.reserve1, pool.reserve0);
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256 amountOut) {
        (uint256 reserveIn, uint256 reserveOut) = reserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "SwapRouter: no pool");
        uint256 amountInWithFee = amountIn * 997;
        amountOut = (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "SwapRouter: zero amount");
        amountOut = quote(tokenIn, tokenOut, amountIn);
        require(amountOut > 0 && amountOut >= minAmountOut, "SwapRouter: insufficient output amount");
        _receive(tokenIn, amountIn, tokenIn == NATIVE ? amountIn : 0);
        (uint256 reserveIn, uint256 reserveOut) = reserves(tokenIn, tokenOut);
        _setReserves(tokenIn, tokenOut, reserveIn + amountIn, reserveOut - amountOut);
        _send(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        uint256 nativeIn = tokenA == NATIVE ? amountA : tokenB == NATIVE ? amountB : 0;
        require(msg.value == nativeIn, "SwapRouter: wrong value");
        if (tokenA != NATIVE) _pull(tokenA, amountA);
        if (tokenB != NATIVE) _pull(tokenB, amountB);
        (uint256 reserveA, uint256 reserveB) = reserves(tokenA, tokenB);
        _setReserves(tokenA, tokenB, reserveA + amountA, reserveB + amountB);
        emit LiquidityAdded(msg.sender, tokenA, tokenB, amountA, amountB);
    }

    function _receive(address token, uint256 amount, uint256 expectedValue) private {
        require(msg.value == expectedValue, "SwapRouter: wrong value");
        if (token != NATIVE) _pull(token, amount);
    }

    function _pull(address token, uint256 amount) private {
        _callToken(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool ok,) = to.call{value: amount}("");
            require(ok, "SwapRouter: native transfer failed");
        } else {
            _callToken(token, abi.encodeWithSelector(0xa9059cbb, to, amount));
        }
    }

    /// Accepts both standard tokens (return true) and USDT-style ones (return nothing).
    function _callToken(address token, bytes memory data) private {
        require(token.code.length > 0, "SwapRouter: not a token");
        (bool ok, bytes memory returned) = token.call(data);
        require(ok && (returned.length == 0 || abi.decode(returned, (bool))), "SwapRouter: token transfer failed");
    }

    function _setReserves(address tokenA, address tokenB, uint256 reserveA, uint256 reserveB) private {
        Pool storage pool = pools[_key(tokenA, tokenB)];
        (pool.reserve0, pool.reserve1) = tokenA < tokenB ? (reserveA, reserveB) : (reserveB, reserveA);
    }

    function _key(address tokenA, address tokenB) private pure returns (bytes32) {
        return tokenA < tokenB ? keccak256(abi.encode(tokenA, tokenB)) : keccak256(abi.encode(tokenB, tokenA));
    }
}
